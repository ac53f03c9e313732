/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Domain_LabelInputs */

const en_sso_domain_label = /** @type {(inputs: Sso_Domain_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain`)
};

const de_sso_domain_label = /** @type {(inputs: Sso_Domain_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain`)
};

const fr_sso_domain_label = /** @type {(inputs: Sso_Domain_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine`)
};

const nl_sso_domain_label = /** @type {(inputs: Sso_Domain_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein`)
};

const es_sso_domain_label = /** @type {(inputs: Sso_Domain_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio`)
};

const en_xa2_sso_domain_label = /** @type {(inputs: Sso_Domain_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñ ]`)
};

/**
* | output |
* | --- |
* | "Domain" |
*
* @param {Sso_Domain_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_domain_label = /** @type {((inputs?: Sso_Domain_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Domain_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_domain_label(inputs)
	if (locale === "fr") return fr_sso_domain_label(inputs)
	if (locale === "nl") return nl_sso_domain_label(inputs)
	if (locale === "es") return es_sso_domain_label(inputs)
	if (locale === "en-XA") return en_xa2_sso_domain_label(inputs)
	return en_sso_domain_label(inputs)
});