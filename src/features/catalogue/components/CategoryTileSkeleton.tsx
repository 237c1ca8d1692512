import ui from '../../../components/ui.module.css';
import styles from './CategoryTile.module.css';

export function CategoryTileSkeleton() {
  return (
    <div data-testid="category-tile-skeleton">
      <span data-skeleton className={`${ui.skeleton} ${styles.pictureSkeleton}`} />
      <span data-skeleton className={`${ui.skeleton} ${ui.skeletonText} ${styles.nameSkeleton}`} />
    </div>
  );
}
