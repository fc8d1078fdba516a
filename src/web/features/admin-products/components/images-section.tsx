import { withImageWidth } from '#shared/images.js';
import type { Product } from '#shared/schemas/product.js';
import { alreadyAlerted } from '#web/lib/alert-failure.ts';
import { useDeleteGalleryImage } from '../api/delete-image';
import { useDeleteMainImage } from '../api/delete-main-image';
import { useAddImage } from '../api/register-image';
import { useReorderGallery } from '../api/reorder-gallery';
import { useUploadProgress } from '../lib/use-upload-progress';
import { FormSectionHeading } from './form-section-heading';
import { ImagePicker } from './image-picker';
import { UploadProgress } from './upload-progress';

const linkButton =
  'min-h-11 rounded-full px-3 text-sm font-medium hover:bg-sand disabled:opacity-50';

/** Edit mode: images upload as soon as they are chosen, with a progress bar each. */
export function ImagesSection({ product }: { product: Product }) {
  const { uploads, track } = useUploadProgress();
  const id = product.productId;
  const addImage = useAddImage(track);
  const reorder = useReorderGallery(id);
  const removeMain = useDeleteMainImage(id);
  const removeImage = useDeleteGalleryImage(id);
  const busy = [addImage, reorder, removeMain, removeImage].some((change) => change.isPending);

  /** One file after the other, so the gallery keeps the order they were chosen in. */
  async function upload(files: File[], kind: 'main' | 'gallery') {
    let sortOrder = product.gallery.reduce((max, image) => Math.max(max, image.sortOrder + 1), 0);
    for (const file of files) {
      const image = { productId: id, file, kind, sortOrder: kind === 'main' ? 0 : sortOrder++ };
      await addImage.mutateAsync(image).catch(alreadyAlerted);
    }
  }

  function move(index: number, step: -1 | 1) {
    const ids = product.gallery.map((image) => image.imageId ?? 0);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + step, 0, moved);
    reorder.mutate(ids);
  }

  return (
    <section aria-labelledby="images-heading" className="space-y-4">
      <FormSectionHeading id="images-heading">Images</FormSectionHeading>
      <div className="flex flex-wrap items-end gap-4">
        {product.mainImage ? (
          <figure>
            <img
              src={withImageWidth(product.mainImage.url, 240)}
              alt={`${product.name}, main`}
              className="size-28 rounded-lg bg-sand object-cover"
            />
            <figcaption className="mt-1 text-xs text-muted">Main image</figcaption>
          </figure>
        ) : (
          <p className="text-sm text-muted">No main image yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <ImagePicker
            label={product.mainImage ? 'Replace main image' : 'Upload main image'}
            disabled={busy}
            onFiles={(files) => upload(files.slice(0, 1), 'main')}
          />
          {product.mainImage && (
            <button
              type="button"
              disabled={busy}
              onClick={() => removeMain.mutate()}
              className={`${linkButton} text-danger`}
            >
              Remove main image
            </button>
          )}
        </div>
      </div>
      <div>
        <h4 className="text-sm font-medium text-navy">Gallery</h4>
        {product.gallery.length === 0 ? (
          <p className="mt-1 text-sm text-muted">No gallery images yet.</p>
        ) : (
          <ol aria-label="Gallery" className="mt-2 flex flex-wrap gap-4">
            {product.gallery.map((image, index) => (
              <li key={image.imageId ?? image.key} className="w-28">
                <img
                  src={withImageWidth(image.url, 240)}
                  alt={`${product.name}, gallery ${index + 1}`}
                  className="size-28 rounded-lg bg-sand object-cover"
                />
                <div className="mt-1 flex justify-between">
                  <button
                    type="button"
                    aria-label={`Move gallery image ${index + 1} earlier`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                    className={`${linkButton} text-navy`}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    aria-label={`Move gallery image ${index + 1} later`}
                    disabled={busy || index === product.gallery.length - 1}
                    onClick={() => move(index, 1)}
                    className={`${linkButton} text-navy`}
                  >
                    →
                  </button>
                </div>
                <button
                  type="button"
                  aria-label={`Delete gallery image ${index + 1}`}
                  disabled={busy}
                  onClick={() => removeImage.mutate(image.imageId ?? 0)}
                  className={`${linkButton} w-full text-danger`}
                >
                  Delete
                </button>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-3">
          <ImagePicker
            label="Add gallery images"
            multiple
            disabled={busy}
            onFiles={(files) => upload(files, 'gallery')}
          />
        </div>
      </div>
      <UploadProgress uploads={uploads} />
    </section>
  );
}
