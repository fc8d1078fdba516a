import type { ShopInfo } from './schemas/shop-info.js';
import rawShopInfo from './shop-info.json' with { type: 'json' };

/**
 * The shop's own facts. The compiler checks their shape against the schema's type; the server
 * checks the values with the schema itself as it boots (src/server/app.ts), so a mistake in the
 * JSON stops the boot and `npm test`. The browser takes them as they are, without loading zod.
 */
export const shopInfo: ShopInfo = rawShopInfo;

export const chatLinkUrl = `https://wa.me/${shopInfo.chatNumber}`;
