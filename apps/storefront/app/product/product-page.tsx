import { useRouteLoaderData, useSearchParams } from 'react-router';
import { AddToCartForm } from '../cart/add-to-cart-form.tsx';
import { AvailabilityLabel } from '../catalog/availability-label.tsx';
import { CertificationList } from '../catalog/certification-list.tsx';
import { CountryFlagBadge } from '../catalog/flag-badge.tsx';
import { PriceBlock } from '../catalog/price-block.tsx';
import { availabilityOf, type ProductCardProps } from '../catalog/product-card.ts';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { loader as layoutLoader } from '../routes/language-layout.tsx';
import { breadcrumbList, JsonLd } from '../seo/json-ld.tsx';
import { PageTitle } from '../seo/page-title.tsx';
import { productMessages } from './messages.ts';
import classes from './product.module.css';
import { ProductBreadcrumb, productCrumbs } from './product-breadcrumb.tsx';
import { ProductFacts } from './product-facts.tsx';
import { ProductGallery } from './product-gallery.tsx';
import type { ProductView } from './product-view.ts';
import { Recommendations } from './recommendations.tsx';
import { TasteProfile } from './taste-profile.tsx';
import { useLiveStock } from './use-live-stock.ts';
import { useViewItem } from './use-view-item.ts';
import { VariantPicker } from './variant-picker.tsx';
import { selectedVariant } from './variant-selection.ts';

type Props = {
  product: ProductView;
  /** schema.org `Product`, made by the loader (product-json-ld.server.ts). */
  productLd: Record<string, unknown>;
  related: ProductCardProps[];
  complementary: ProductCardProps[];
};

export function ProductPage({ product, productLd, related, complementary }: Props) {
  const t = useMessages(productMessages);
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/language-layout');
  const variants = useLiveStock(product.id, product.variants);
  const variant = selectedVariant({ variants }, searchParams.get('variant'));
  useViewItem(product, variant);

  const path = `/${language.key}/p/${product.handle}`;
  const crumbs = productCrumbs(product, { name: t('home'), path: `/${language.key}` }, path);
  const origin = layout?.origin ?? '';
  // A variant with its own picture shows it first.
  const images =
    variant.image && !product.images.some((image) => image.url === variant.image?.url)
      ? [variant.image, ...product.images]
      : product.images;

  return (
    <div className={classes.page}>
      <PageTitle title={product.seoTitle || product.title} description={product.seoDescription} />
      <ProductBreadcrumb crumbs={crumbs} />
      <div className={classes.top}>
        <ProductGallery images={images} title={product.title} />
        <div className={classes.summary} data-testid="product-summary">
          <p className={classes.vendor}>
            {product.vendor} <CountryFlagBadge country={product.brandCountry} />
          </p>
          <h1 className={classes.title}>{product.title}</h1>
          <VariantPicker options={product.options} variants={variants} current={variant} />
          <PriceBlock
            price={variant.price}
            compareAtPrice={variant.compareAtPrice}
            unitPrice={variant.unitPrice}
            size="page"
          />
          <div className={classes.stock}>
            <AvailabilityLabel availability={availabilityOf([variant])} />
            {variant.availableForSale && product.deliveryTime ? (
              <p className={classes.delivery}>{t('deliveryTime', { time: product.deliveryTime })}</p>
            ) : null}
          </div>
          <AddToCartForm
            merchandiseId={variant.id}
            disabled={!variant.availableForSale}
            item={{
              productId: product.id,
              handle: product.handle,
              title: product.title,
              vendor: product.vendor,
              variantTitle: variant.title,
              price: variant.price,
              image: images[0] ?? null,
              productType: product.productType,
            }}
          />
          <ProductFacts product={product} variant={variant} />
          {product.certifications.length > 0 ? (
            <div className={classes.certifications}>
              <CertificationList certifications={product.certifications} size={40} />
              <ul className={classes.certificationTexts}>
                {product.certifications
                  .filter((certification) => certification.description)
                  .map((certification) => (
                    <li key={certification.handle}>
                      <strong>{certification.label}:</strong> {certification.description}
                    </li>
                  ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className={classes.details}>
        {product.descriptionHtml ? (
          <section className={classes.description} aria-labelledby="product-description">
            <h2 id="product-description">{t('description')}</h2>
            {/* Sanitised on the server (html/sanitize-html.server.ts) before it reaches the page. */}
            <div
              className={classes.prose}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the one HTML sanitiser
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          </section>
        ) : null}
        <TasteProfile taste={product.taste} preparationTypes={product.preparationTypes} />
      </div>
      <Recommendations id="related" title={t('related')} products={related} />
      <Recommendations id="complementary" title={t('complementary')} products={complementary} />
      <JsonLd data={productLd} testId="product-json-ld" />
      <JsonLd data={breadcrumbList(origin, crumbs)} testId="breadcrumb-json-ld" />
    </div>
  );
}
