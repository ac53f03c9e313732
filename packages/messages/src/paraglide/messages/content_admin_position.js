/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Content_Admin_PositionInputs */

const en_content_admin_position = /** @type {(inputs: Content_Admin_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`position ${i?.n} of ${i?.total}`)
};

const de_content_admin_position = /** @type {(inputs: Content_Admin_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Position ${i?.n} von ${i?.total}`)
};

const fr_content_admin_position = /** @type {(inputs: Content_Admin_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`position ${i?.n} sur ${i?.total}`)
};

const nl_content_admin_position = /** @type {(inputs: Content_Admin_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`positie ${i?.n} van ${i?.total}`)
};

const es_content_admin_position = /** @type {(inputs: Content_Admin_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la posición ${i?.n} de ${i?.total}`)
};

const en_xa2_content_admin_position = /** @type {(inputs: Content_Admin_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[þöšíţíöñ ${i?.n} öƒ ${i?.total} one t]`)
};

/**
* | output |
* | --- |
* | "position {n} of {total}" |
*
* @param {Content_Admin_PositionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_position = /** @type {((inputs: Content_Admin_PositionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_PositionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_position(inputs)
	if (locale === "fr") return fr_content_admin_position(inputs)
	if (locale === "nl") return nl_content_admin_position(inputs)
	if (locale === "es") return es_content_admin_position(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_position(inputs)
	return en_content_admin_position(inputs)
});