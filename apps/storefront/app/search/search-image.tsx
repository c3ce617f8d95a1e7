import placeholder from './placeholder-image.svg';
import { squareImageSources } from './product-image-url.ts';
import type { SearchProduct } from './search-data.ts';

/** A square product image at `size` CSS pixels, or the placeholder when the product has none. */
export function SearchImage({ image, size }: { image: SearchProduct['image']; size: number }) {
  if (!image) {
    return <img src={placeholder} alt="" width={size} height={size} loading="lazy" />;
  }
  const { src, srcSet } = squareImageSources(image.url, size);
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
