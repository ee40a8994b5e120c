import { UPLOAD_TYPES } from '@app/shared';
import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { usePhotoUpload } from '../api/photo-upload.ts';

type Props = { value: string; onChange: (url: string) => void; error?: React.ReactNode };

/** Image URL, or a photo uploaded here (JPEG/PNG/WebP up to 5 MB); the upload becomes the URL. */
export function ImageField({ value, onChange, error }: Props) {
  const { upload, uploading, error: uploadError } = usePhotoUpload(onChange);

  return (
    <Stack gap={6}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Image URL"
          withAsterisk
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 260px' }}
        />
        <FileButton onChange={upload} accept={UPLOAD_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              Upload photo
            </Button>
          )}
        </FileButton>
      </Group>
      {uploadError && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {uploadError}
        </Text>
      )}
      {value && (
        // An uploaded photo is previewed at the width the server makes for a thumbnail, not in full.
        <ResponsiveImage
          src={value}
          slot="thumbnail"
          alt="Dish photo preview"
          w={160}
          h={120}
          fit="cover"
          radius="sm"
        />
      )}
    </Stack>
  );
}
