import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** After a review: thanks, then on to browsing (spec 2: 'Continue Browsing' goes to '/'). */
export function ThankYouOverlay({ opened, restaurantName }: { opened: boolean; restaurantName: string }) {
  const navigate = useNavigate();
  const leave = () => navigate('/');
  return (
    <Modal
      opened={opened}
      onClose={leave}
      title="Thank You"
      centered
      withCloseButton={false}
      overlayProps={{ backgroundOpacity: 0.6, blur: 3 }}
      styles={{ title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="orange" aria-hidden>
          <IconHeart size={32} />
        </ThemeIcon>
        <Text>Your review helps {restaurantName} and other hungry people in Chennai.</Text>
        <Button h={44} onClick={leave} fullWidth data-autofocus>
          Continue Browsing
        </Button>
      </Stack>
    </Modal>
  );
}
