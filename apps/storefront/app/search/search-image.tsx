import { imageSources } from '../catalog/image-sources.ts';
import type { ProductCardProps } from '../catalog/product-card.ts';
import placeholder from './placeholder-image.svg';

/** A square product image at `size` CSS pixels, or the placeholder when the product has none. */
export function SearchImage({ image, size }: { image: ProductCardProps['image']; size: number }) {
  if (!image) {
    return <img src={placeholder} alt="" width={size} height={size} loading="lazy" />;
  }
  const { src, srcSet } = imageSources(image.url, size);
  return (
    <img
      src={src}
      srcSet={srcSet}
      // The link around it names the product (vendor and title); the picture adds nothing to read.
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'contain' }}
    />
  );
}
