// The cart module's public surface: other modules import only from here.
export { mergeBagAtLogin } from './login-merge.js';
export { cartOwnerOf } from './owner.js';
export {
  type CartLineRow,
  type CartOwner,
  deleteCart,
  deleteOrphanVisitorCarts,
  findCart,
  findCartLines,
  lockCart,
} from './repository.js';
