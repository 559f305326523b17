import { z } from 'zod';

/** The answer of `staffUploadImage` (issue 26): the key to store, and what was made of the picture. */

export const ImageVariantSchema = z.object({
  url: z.string(),
  format: z.enum(['webp', 'avif']),
  width: z.number().int().describe('pixels; a narrow picture is never enlarged'),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

export const ImageUploadAnswerSchema = z.object({
  key: z
    .string()
    .describe(
      'The image name to store in a product (`featured_img`, `gallery`), a banner or a category: the 1,200 WebP',
    ),
  url: z.string().describe('The key under IMAGE_BASE_URL'),
  srcset: z.string().describe('Every width as WebP, for `<img srcset>`'),
  avif_srcset: z.string().nullable().describe('Every width as AVIF when AVIF was smaller, else null'),
  width: z.number().int().describe("The key picture's width in pixels"),
  height: z.number().int(),
  variants: z.array(ImageVariantSchema),
});
export type ImageUploadAnswer = z.infer<typeof ImageUploadAnswerSchema>;
