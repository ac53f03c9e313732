/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Move_ItemInputs */

const en_content_admin_move_item = /** @type {(inputs: Content_Admin_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.name}`)
};

const de_content_admin_move_item = /** @type {(inputs: Content_Admin_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verschieben`)
};

const fr_content_admin_move_item = /** @type {(inputs: Content_Admin_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déplacer ${i?.name}`)
};

const nl_content_admin_move_item = /** @type {(inputs: Content_Admin_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verplaatsen`)
};

const es_content_admin_move_item = /** @type {(inputs: Content_Admin_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mover ${i?.name}`)
};

const en_xa2_content_admin_move_item = /** @type {(inputs: Content_Admin_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöṽé ${i?.name} o]`)
};

/**
* | output |
* | --- |
* | "Move {name}" |
*
* @param {Content_Admin_Move_ItemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_move_item = /** @type {((inputs: Content_Admin_Move_ItemInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Move_ItemInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_move_item(inputs)
	if (locale === "fr") return fr_content_admin_move_item(inputs)
	if (locale === "nl") return nl_content_admin_move_item(inputs)
	if (locale === "es") return es_content_admin_move_item(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_move_item(inputs)
	return en_content_admin_move_item(inputs)
});