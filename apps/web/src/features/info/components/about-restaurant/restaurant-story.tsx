import { Text, Title } from '@mantine/core';
import { SAMPLE_RESTAURANT } from '../../content/about-restaurant.ts';

export function RestaurantStory() {
  return (
    <section aria-labelledby="story-title">
      <Title order={2} size="h3" id="story-title" mb="xs">
        Our story
      </Title>
      {SAMPLE_RESTAURANT.story.map((paragraph) => (
        <Text key={paragraph.slice(0, 24)} mb="sm">
          {paragraph}
        </Text>
      ))}
    </section>
  );
}
