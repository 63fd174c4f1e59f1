export { BRAND_LOOKS, type BrandLook, currentBrand } from './brands'
