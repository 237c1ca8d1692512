import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';

/* The photos and the sizes with stock are the pictures and stock sections' components, each in a chunk of its own. */
const ProductPhotos = lazy(() =>
  import(/* webpackChunkName: "staff-product-photos" */ '../pictures/ProductPhotos').then(({ ProductPhotos }) => ({ default: ProductPhotos })),
);
const ProductStock = lazy(() =>
  import(/* webpackChunkName: "staff-product-stock" */ '../stock/ProductStock').then(({ ProductStock }) => ({ default: ProductStock })),
);

/** Below the editor: this row's photos, then its sizes and stock. */
export function ProductExtras({ productId }: { productId: number }) {
  return (
    <>
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <ProductPhotos productId={productId} />
      </Suspense>
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <ProductStock productId={productId} />
      </Suspense>
    </>
  );
}
