/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown>, bucket: NonNullable<unknown> }} Shared_Item_LineInputs */

const en_shared_item_line = /** @type {(inputs: Shared_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Control ${i?.ref} · ${i?.bucket}`)
};

const de_shared_item_line = /** @type {(inputs: Shared_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontrolle ${i?.ref} · ${i?.bucket}`)
};

const fr_shared_item_line = /** @type {(inputs: Shared_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrôle ${i?.ref} · ${i?.bucket}`)
};

const nl_shared_item_line = /** @type {(inputs: Shared_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Control ${i?.ref} · ${i?.bucket}`)
};

const es_shared_item_line = /** @type {(inputs: Shared_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Control ${i?.ref} · ${i?.bucket}`)
};

const en_xa2_shared_item_line = /** @type {(inputs: Shared_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļ ${i?.ref} · ${i?.bucket} one t]`)
};

/**
* | output |
* | --- |
* | "Control {ref} · {bucket}" |
*
* @param {Shared_Item_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_item_line = /** @type {((inputs: Shared_Item_LineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Item_LineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_item_line(inputs)
	if (locale === "fr") return fr_shared_item_line(inputs)
	if (locale === "nl") return nl_shared_item_line(inputs)
	if (locale === "es") return es_shared_item_line(inputs)
	if (locale === "en-XA") return en_xa2_shared_item_line(inputs)
	return en_shared_item_line(inputs)
});