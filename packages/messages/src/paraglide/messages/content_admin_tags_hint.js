/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Tags_HintInputs */

const en_content_admin_tags_hint = /** @type {(inputs: Content_Admin_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separate with semicolons`)
};

const de_content_admin_tags_hint = /** @type {(inputs: Content_Admin_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Semikolons trennen`)
};

const fr_content_admin_tags_hint = /** @type {(inputs: Content_Admin_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séparez par des points-virgules`)
};

const nl_content_admin_tags_hint = /** @type {(inputs: Content_Admin_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheiden met puntkomma’s`)
};

const es_content_admin_tags_hint = /** @type {(inputs: Content_Admin_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separa con punto y coma`)
};

const en_xa2_content_admin_tags_hint = /** @type {(inputs: Content_Admin_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéþáŕáţé ŵíţĥ šéɱíçöļöñš one t]`)
};

/**
* | output |
* | --- |
* | "Separate with semicolons" |
*
* @param {Content_Admin_Tags_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_tags_hint = /** @type {((inputs?: Content_Admin_Tags_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Tags_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_tags_hint(inputs)
	if (locale === "fr") return fr_content_admin_tags_hint(inputs)
	if (locale === "nl") return nl_content_admin_tags_hint(inputs)
	if (locale === "es") return es_content_admin_tags_hint(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_tags_hint(inputs)
	return en_content_admin_tags_hint(inputs)
});