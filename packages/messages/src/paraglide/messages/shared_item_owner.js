/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shared_Item_OwnerInputs */

const en_shared_item_owner = /** @type {(inputs: Shared_Item_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · owner ${i?.name}`)
};

const de_shared_item_owner = /** @type {(inputs: Shared_Item_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · verantwortlich: ${i?.name}`)
};

const fr_shared_item_owner = /** @type {(inputs: Shared_Item_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · responsable : ${i?.name}`)
};

const nl_shared_item_owner = /** @type {(inputs: Shared_Item_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · eigenaar: ${i?.name}`)
};

const es_shared_item_owner = /** @type {(inputs: Shared_Item_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · responsable: ${i?.name}`)
};

const en_xa2_shared_item_owner = /** @type {(inputs: Shared_Item_OwnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ · öŵñéŕ ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "· owner {name}" |
*
* @param {Shared_Item_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_item_owner = /** @type {((inputs: Shared_Item_OwnerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Item_OwnerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_item_owner(inputs)
	if (locale === "fr") return fr_shared_item_owner(inputs)
	if (locale === "nl") return nl_shared_item_owner(inputs)
	if (locale === "es") return es_shared_item_owner(inputs)
	if (locale === "en-XA") return en_xa2_shared_item_owner(inputs)
	return en_shared_item_owner(inputs)
});