import { Accordion, Title } from '@mantine/core';
import { faq } from '../../content/faq.ts';
import { useDeliveryFeeText } from '../../hooks/use-delivery-fee-text.ts';

/** One answer open at a time; clicking the open question closes it (Mantine's single mode). */
export function FaqAccordion() {
  const items = faq(useDeliveryFeeText());
  return (
    <section aria-labelledby="faq-title">
      <Title order={2} size="h3" id="faq-title" mb="sm">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" order={3} radius="md">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control mih={44}>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
