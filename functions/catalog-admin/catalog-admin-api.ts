import { routes } from '../../shared/routes/route-table';
import { routeSwitch } from '../lib/http/route-switch';
import { handler as createProduct } from './create-product';
import { handler as getProduct } from './get-product';
import { handler as listProducts } from './list-products';
import { handler as signImageUpload } from './sign-image-upload';
import { handler as suggestKeywords } from './suggest-keywords';
import { handler as updateProduct } from './update-product';

/**
 * The Products screen's routes (catalogue reads and writes, keyword suggestions, image upload tickets): one Lambda, each route still
 * validated, authorised and wired by its own handler. One function per screen rather than per route keeps the stack
 * under CloudFormation's 500 resources; its IAM grant is the union of the routes' needs.
 */
export const handler = routeSwitch([
  [routes.adminCreateProduct, createProduct],
  [routes.adminGetProduct, getProduct],
  [routes.adminListProducts, listProducts],
  [routes.adminSignImageUpload, signImageUpload],
  [routes.adminSuggestProductKeywords, suggestKeywords],
  [routes.adminUpdateProduct, updateProduct],
]);
