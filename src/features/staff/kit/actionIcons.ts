/*
 * The staff sections' button icons (edit, delete, move, add): Material icons (Apache 2.0, as @mui/icons-material ships them) as path
 * data for the shop's <Icon>, for the reason staffIcons.ts gives (each @mui/icons-material icon is a module of its own).
 */

export const editIcon = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
export const deleteIcon = 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z';
export const arrowUpIcon = 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z';
export const arrowDownIcon = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';
export const addIcon = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z';
