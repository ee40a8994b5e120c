import { SETTINGS_MESSAGES as M, UPLOAD_TYPES } from '@app/shared';
import { Button, CloseButton, FileButton, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { usePhotoUpload } from '../api/photo-upload.ts';

type Props = {
  /** The restaurant's name, for each picture's description. */
  name: string;
  value: string[];
  onChange: (pictures: string[]) => void;
  error?: ReactNode;
};

/** The restaurant's pictures as pictures, not addresses: each can be removed, a photo added. */
export function RestaurantPicturesField({ name, value, onChange, error }: Props) {
  const {
    upload,
    uploading,
    error: uploadError,
  } = usePhotoUpload((url) =>
    // The same photo uploaded again has the same address: it is not added twice.
    onChange(value.includes(url) ? value : [...value, url]),
  );
  return (
    <Input.Wrapper
      label={M.picturesLabel}
      description={value.length > 0 ? M.picturesHint : M.noPictures}
      labelElement="div"
      labelProps={{ id: 'restaurant-pictures-label' }}
      role="group"
      aria-labelledby="restaurant-pictures-label"
    >
      <Stack gap={6} mt={6}>
        {value.length > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {value.map((src, i) => (
              <Paper key={src} withBorder radius="sm" pos="relative" style={{ overflow: 'hidden' }}>
                <ResponsiveImage
                  src={src}
                  slot="thumbnail"
                  alt={M.picture(name, i + 1)}
                  h={110}
                  fit="cover"
                  fallbackSrc="/images/restaurants/1.svg"
                />
                <CloseButton
                  aria-label={M.removePicture(i + 1)}
                  variant="filled"
                  size={44}
                  radius="xl"
                  pos="absolute"
                  top={4}
                  right={4}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                />
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <FileButton onChange={upload} accept={UPLOAD_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              mih={44}
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {M.addPhoto}
            </Button>
          )}
        </FileButton>
        {(uploadError || error) && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {uploadError ?? error}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
