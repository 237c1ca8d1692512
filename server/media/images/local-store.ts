import path from 'node:path';
import { uploadsRoot } from '../store/disk-store';

/** Where the disk media store keeps product photos (DATA_DIR/uploads/products/ab/ab12...ef.webp: photo-store.ts). */
export const productPhotoRoot = (dataDir: string): string => path.join(uploadsRoot(dataDir), 'products');
