/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_References_HintInputs */

const en_content_admin_references_hint = /** @type {(inputs: Content_Admin_References_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separate with semicolons: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const de_content_admin_references_hint = /** @type {(inputs: Content_Admin_References_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Semikolons trennen: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const fr_content_admin_references_hint = /** @type {(inputs: Content_Admin_References_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séparez par des points-virgules : ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const nl_content_admin_references_hint = /** @type {(inputs: Content_Admin_References_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheiden met puntkomma’s: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const es_content_admin_references_hint = /** @type {(inputs: Content_Admin_References_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separa con punto y coma: ISO27001:2022 A.5.15; CIS-v8 6.3`)
};

const en_xa2_content_admin_references_hint = /** @type {(inputs: Content_Admin_References_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéþáŕáţé ŵíţĥ šéɱíçöļöñš: ÎŠÖ27001:2022 Å.5.15; ÇÎŠ-ṽ8 6.3 one two three fou]`)
};

/**
* | output |
* | --- |
* | "Separate with semicolons: ISO27001:2022 A.5.15; CIS-v8 6.3" |
*
* @param {Content_Admin_References_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_references_hint = /** @type {((inputs?: Content_Admin_References_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_References_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_references_hint(inputs)
	if (locale === "fr") return fr_content_admin_references_hint(inputs)
	if (locale === "nl") return nl_content_admin_references_hint(inputs)
	if (locale === "es") return es_content_admin_references_hint(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_references_hint(inputs)
	return en_content_admin_references_hint(inputs)
});