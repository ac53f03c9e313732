/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Table_CaptionInputs */

const en_support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access requests and grants`)
};

const de_support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfragen und Freigaben für Support-Zugriff`)
};

const fr_support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes et autorisations d’accès du support`)
};

const nl_support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzoeken en toekenningen voor supporttoegang`)
};

const es_support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes y concesiones de acceso de soporte`)
};

const en_xa2_support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ŕéǫüéšţš áñð ĝŕáñţš one two t]`)
};

/**
* | output |
* | --- |
* | "Support access requests and grants" |
*
* @param {Support_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_table_caption = /** @type {((inputs?: Support_Table_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Table_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_table_caption(inputs)
	if (locale === "fr") return fr_support_table_caption(inputs)
	if (locale === "nl") return nl_support_table_caption(inputs)
	if (locale === "es") return es_support_table_caption(inputs)
	if (locale === "en-XA") return en_xa2_support_table_caption(inputs)
	return en_support_table_caption(inputs)
});