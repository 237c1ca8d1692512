import { useGetStaffBrandsQuery } from '../brands/api';
import { useGetStaffCategoriesQuery } from '../categories/api';
import { useGetColourCatalogueQuery } from '../colours/api';
import type { StaffProduct } from '../../../../contract/staff';
import type { FormChoices } from './ProductFormFields';
import type { CategoryOption } from './types';

type Named = { id: number; nameUZB: string; nameRUS: string; parentId: number | null };

/** Each top-level category followed by its subcategories, the order the pickers group them in. */
export function categoryOptions(categories: Named[]): CategoryOption[] {
  const options = (parentId: number | null) => categories.filter((category) => category.parentId === parentId);
  return options(null).flatMap((parent) => [parent, ...options(parent.id)]).map(({ id, nameUZB, nameRUS, parentId }) => ({ id, nameUZB, nameRUS, parentId }));
}

/**
 * The brands, colours and categories the editor's pickers offer: the staff sections' own reads, so a brand or colour
 * added there is offered here at once. `failed` says a list could not be read.
 */
export function useChoices(): { choices: FormChoices; loading: boolean; failed: boolean } {
  const brands = useGetStaffBrandsQuery();
  const colours = useGetColourCatalogueQuery();
  const categories = useGetStaffCategoriesQuery();
  const reads = [brands, colours, categories];
  return {
    choices: {
      brands: brands.data ?? [],
      colours: colours.data ?? [],
      categories: categoryOptions(categories.data ?? []),
    },
    loading: reads.some((read) => read.isLoading),
    failed: reads.some((read) => read.isError),
  };
}

/** The choices with the product's own brand, colour and categories, so its pickers show them while a list loads or failed. */
export function withCurrent(choices: FormChoices, product: StaffProduct | null): FormChoices {
  if (!product) return choices;
  const missingCategories = product.categories.filter((category) => !choices.categories.some((option) => option.id === category.id));
  return {
    brands: choices.brands.some((brand) => brand.id === product.brand.id) ? choices.brands : [...choices.brands, product.brand],
    colours: choices.colours.some((colour) => colour.id === product.color.id) ? choices.colours : [...choices.colours, product.color],
    categories: [...choices.categories, ...missingCategories.map((category) => ({ ...category, parentId: null }))],
  };
}
