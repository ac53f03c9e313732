/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Shared_Item_DueInputs */

const en_shared_item_due = /** @type {(inputs: Shared_Item_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · due ${i?.date}`)
};

const de_shared_item_due = /** @type {(inputs: Shared_Item_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · fällig am ${i?.date}`)
};

const fr_shared_item_due = /** @type {(inputs: Shared_Item_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · échéance le ${i?.date}`)
};

const nl_shared_item_due = /** @type {(inputs: Shared_Item_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · uiterlijk ${i?.date}`)
};

const es_shared_item_due = /** @type {(inputs: Shared_Item_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · vence el ${i?.date}`)
};

const en_xa2_shared_item_due = /** @type {(inputs: Shared_Item_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ · ðüé ${i?.date} on]`)
};

/**
* | output |
* | --- |
* | "· due {date}" |
*
* @param {Shared_Item_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_item_due = /** @type {((inputs: Shared_Item_DueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Item_DueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_item_due(inputs)
	if (locale === "fr") return fr_shared_item_due(inputs)
	if (locale === "nl") return nl_shared_item_due(inputs)
	if (locale === "es") return es_shared_item_due(inputs)
	if (locale === "en-XA") return en_xa2_shared_item_due(inputs)
	return en_shared_item_due(inputs)
});