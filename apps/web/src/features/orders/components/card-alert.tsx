import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CardMessage } from '../order-types.ts';

/** What an order's action says afterwards: an error, or a success (with a link to the cart). */
export function CardAlert({ message }: { message: CardMessage }) {
  const error = message.kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
      icon={error ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
      role={error ? 'alert' : 'status'}
    >
      {message.text}
      {message.linkToCart && (
        <>
          {' '}
          <Anchor component={Link} to="/cart" fw={700} c="inherit" underline="always">
            View cart
          </Anchor>
        </>
      )}
    </Alert>
  );
}
