/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_No_Tenant_MatchesInputs */

const en_dev_no_tenant_matches = /** @type {(inputs: Dev_No_Tenant_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tenant matches.`)
};

const de_dev_no_tenant_matches = /** @type {(inputs: Dev_No_Tenant_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Mandant passt.`)
};

const fr_dev_no_tenant_matches = /** @type {(inputs: Dev_No_Tenant_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune entité ne correspond.`)
};

const nl_dev_no_tenant_matches = /** @type {(inputs: Dev_No_Tenant_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen tenant komt overeen.`)
};

const es_dev_no_tenant_matches = /** @type {(inputs: Dev_No_Tenant_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún inquilino coincide.`)
};

const en_xa2_dev_no_tenant_matches = /** @type {(inputs: Dev_No_Tenant_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ţéñáñţ ɱáţçĥéš. one]`)
};

/**
* | output |
* | --- |
* | "No tenant matches." |
*
* @param {Dev_No_Tenant_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_no_tenant_matches = /** @type {((inputs?: Dev_No_Tenant_MatchesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_Tenant_MatchesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_no_tenant_matches(inputs)
	if (locale === "fr") return fr_dev_no_tenant_matches(inputs)
	if (locale === "nl") return nl_dev_no_tenant_matches(inputs)
	if (locale === "es") return es_dev_no_tenant_matches(inputs)
	if (locale === "en-XA") return en_xa2_dev_no_tenant_matches(inputs)
	return en_dev_no_tenant_matches(inputs)
});