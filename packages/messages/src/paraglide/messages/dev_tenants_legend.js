/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Tenants_LegendInputs */

const en_dev_tenants_legend = /** @type {(inputs: Dev_Tenants_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants this key may reach`)
};

const de_dev_tenants_legend = /** @type {(inputs: Dev_Tenants_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten, die dieser Schlüssel erreichen darf`)
};

const fr_dev_tenants_legend = /** @type {(inputs: Dev_Tenants_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités que cette clé peut atteindre`)
};

const nl_dev_tenants_legend = /** @type {(inputs: Dev_Tenants_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants die deze sleutel mag bereiken`)
};

const es_dev_tenants_legend = /** @type {(inputs: Dev_Tenants_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos que puede alcanzar esta clave`)
};

const en_xa2_dev_tenants_legend = /** @type {(inputs: Dev_Tenants_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš ţĥíš ķéý ɱáý ŕéáçĥ one tw]`)
};

/**
* | output |
* | --- |
* | "Tenants this key may reach" |
*
* @param {Dev_Tenants_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_tenants_legend = /** @type {((inputs?: Dev_Tenants_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Tenants_LegendInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_tenants_legend(inputs)
	if (locale === "fr") return fr_dev_tenants_legend(inputs)
	if (locale === "nl") return nl_dev_tenants_legend(inputs)
	if (locale === "es") return es_dev_tenants_legend(inputs)
	if (locale === "en-XA") return en_xa2_dev_tenants_legend(inputs)
	return en_dev_tenants_legend(inputs)
});