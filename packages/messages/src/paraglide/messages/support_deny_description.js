/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Deny_DescriptionInputs */

const en_support_deny_description = /** @type {(inputs: Support_Deny_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support cannot read anything of your organisation under this request.`)
};

const de_support_deny_description = /** @type {(inputs: Support_Deny_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Support kann mit dieser Anfrage nichts von Ihrer Organisation lesen.`)
};

const fr_support_deny_description = /** @type {(inputs: Support_Deny_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le support ne peut rien lire de votre organisation au titre de cette demande.`)
};

const nl_support_deny_description = /** @type {(inputs: Support_Deny_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support kan onder dit verzoek niets van uw organisatie lezen.`)
};

const es_support_deny_description = /** @type {(inputs: Support_Deny_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte no puede leer nada de su organización con esta solicitud.`)
};

const en_xa2_support_deny_description = /** @type {(inputs: Support_Deny_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ çáññöţ ŕéáð áñýţĥíñĝ öƒ ýöüŕ öŕĝáñíšáţíöñ üñðéŕ ţĥíš ŕéǫüéšţ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Support cannot read anything of your organisation under this request." |
*
* @param {Support_Deny_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_deny_description = /** @type {((inputs?: Support_Deny_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Deny_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_deny_description(inputs)
	if (locale === "fr") return fr_support_deny_description(inputs)
	if (locale === "nl") return nl_support_deny_description(inputs)
	if (locale === "es") return es_support_deny_description(inputs)
	if (locale === "en-XA") return en_xa2_support_deny_description(inputs)
	return en_support_deny_description(inputs)
});