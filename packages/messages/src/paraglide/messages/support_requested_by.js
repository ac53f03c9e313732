/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, reason: NonNullable<unknown> }} Support_Requested_ByInputs */

const en_support_requested_by = /** @type {(inputs: Support_Requested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requested by ${i?.who}: “${i?.reason}”.`)
};

const de_support_requested_by = /** @type {(inputs: Support_Requested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angefragt von ${i?.who}: „${i?.reason}“.`)
};

const fr_support_requested_by = /** @type {(inputs: Support_Requested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demandé par ${i?.who} : « ${i?.reason} ».`)
};

const nl_support_requested_by = /** @type {(inputs: Support_Requested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gevraagd door ${i?.who}: ‘${i?.reason}’.`)
};

const es_support_requested_by = /** @type {(inputs: Support_Requested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitado por ${i?.who}: «${i?.reason}».`)
};

const en_xa2_support_requested_by = /** @type {(inputs: Support_Requested_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüéšţéð ƀý ${i?.who}: “${i?.reason}”. one two ]`)
};

/**
* | output |
* | --- |
* | "Requested by {who}: “{reason}”." |
*
* @param {Support_Requested_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_requested_by = /** @type {((inputs: Support_Requested_ByInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Requested_ByInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_requested_by(inputs)
	if (locale === "fr") return fr_support_requested_by(inputs)
	if (locale === "nl") return nl_support_requested_by(inputs)
	if (locale === "es") return es_support_requested_by(inputs)
	if (locale === "en-XA") return en_xa2_support_requested_by(inputs)
	return en_support_requested_by(inputs)
});