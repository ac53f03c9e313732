/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Offline_DescriptionInputs */

const en_admin_offline_description = /** @type {(inputs: Admin_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The admin page loads as soon as the connection returns.`)
};

const de_admin_offline_description = /** @type {(inputs: Admin_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Verwaltungsseite lädt, sobald die Verbindung zurück ist.`)
};

const fr_admin_offline_description = /** @type {(inputs: Admin_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page d’administration se charge dès le retour de la connexion.`)
};

const nl_admin_offline_description = /** @type {(inputs: Admin_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De beheerpagina laadt zodra de verbinding terug is.`)
};

const es_admin_offline_description = /** @type {(inputs: Admin_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La página de administración se carga en cuanto vuelva la conexión.`)
};

const en_xa2_admin_offline_description = /** @type {(inputs: Admin_Offline_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áðɱíñ þáĝé ļöáðš áš šööñ áš ţĥé çöññéçţíöñ ŕéţüŕñš. one two three fo]`)
};

/**
* | output |
* | --- |
* | "The admin page loads as soon as the connection returns." |
*
* @param {Admin_Offline_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_offline_description = /** @type {((inputs?: Admin_Offline_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Offline_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_offline_description(inputs)
	if (locale === "fr") return fr_admin_offline_description(inputs)
	if (locale === "nl") return nl_admin_offline_description(inputs)
	if (locale === "es") return es_admin_offline_description(inputs)
	if (locale === "en-XA") return en_xa2_admin_offline_description(inputs)
	return en_admin_offline_description(inputs)
});