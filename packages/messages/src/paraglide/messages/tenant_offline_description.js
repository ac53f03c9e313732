/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Offline_DescriptionInputs */

const en_tenant_offline_description = /** @type {(inputs: Tenant_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tenant loads as soon as the connection returns.`)
};

const de_tenant_offline_description = /** @type {(inputs: Tenant_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Mandant wird geladen, sobald die Verbindung zurück ist.`)
};

const fr_tenant_offline_description = /** @type {(inputs: Tenant_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette entité se chargera dès que la connexion sera rétablie.`)
};

const nl_tenant_offline_description = /** @type {(inputs: Tenant_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze tenant wordt geladen zodra de verbinding terug is.`)
};

const es_tenant_offline_description = /** @type {(inputs: Tenant_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este inquilino se cargará en cuanto vuelva la conexión.`)
};

const en_xa2_tenant_offline_description = /** @type {(inputs: Tenant_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ţéñáñţ ļöáðš áš šööñ áš ţĥé çöññéçţíöñ ŕéţüŕñš. one two three f]`)
};

/**
* | output |
* | --- |
* | "This tenant loads as soon as the connection returns." |
*
* @param {Tenant_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_offline_description = /** @type {((inputs?: Tenant_Offline_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Offline_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_offline_description(inputs)
	if (locale === "fr") return fr_tenant_offline_description(inputs)
	if (locale === "nl") return nl_tenant_offline_description(inputs)
	if (locale === "es") return es_tenant_offline_description(inputs)
	if (locale === "en-XA") return en_xa2_tenant_offline_description(inputs)
	return en_tenant_offline_description(inputs)
});