/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Offline_DescriptionInputs */

const en_tenants_offline_description = /** @type {(inputs: Tenants_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tenant list loads as soon as the connection returns.`)
};

const de_tenants_offline_description = /** @type {(inputs: Tenants_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mandantenliste wird geladen, sobald die Verbindung zurück ist.`)
};

const fr_tenants_offline_description = /** @type {(inputs: Tenants_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste des entités se chargera dès que la connexion sera rétablie.`)
};

const nl_tenants_offline_description = /** @type {(inputs: Tenants_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De lijst met tenants wordt geladen zodra de verbinding terug is.`)
};

const es_tenants_offline_description = /** @type {(inputs: Tenants_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de inquilinos se cargará en cuanto vuelva la conexión.`)
};

const en_xa2_tenants_offline_description = /** @type {(inputs: Tenants_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéñáñţ ļíšţ ļöáðš áš šööñ áš ţĥé çöññéçţíöñ ŕéţüŕñš. one two three fou]`)
};

/**
* | output |
* | --- |
* | "The tenant list loads as soon as the connection returns." |
*
* @param {Tenants_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_offline_description = /** @type {((inputs?: Tenants_Offline_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Offline_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_offline_description(inputs)
	if (locale === "fr") return fr_tenants_offline_description(inputs)
	if (locale === "nl") return nl_tenants_offline_description(inputs)
	if (locale === "es") return es_tenants_offline_description(inputs)
	if (locale === "en-XA") return en_xa2_tenants_offline_description(inputs)
	return en_tenants_offline_description(inputs)
});