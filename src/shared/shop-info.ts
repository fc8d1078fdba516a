import { type ShopInfo, shopInfoSchema } from './schemas/shop-info.js';
import rawShopInfo from './shop-info.json' with { type: 'json' };

/** Parsed once, so a mistake in the JSON stops the build and the boot instead of a page. */
export const shopInfo: ShopInfo = shopInfoSchema.parse(rawShopInfo);

export const chatLinkUrl = `https://wa.me/${shopInfo.chatNumber}`;
