/*
 * The pictures' button icons: Material icons (Apache 2.0, as @mui/icons-material ships them) as path data for the
 * shop's <Icon>, for the reason staffIcons.ts gives (each @mui/icons-material icon is a module of its own).
 */

export const moveLeftIcon = 'M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z';
export const moveRightIcon = 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z';
export const uploadIcon = 'M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z';
