/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Keys_Empty_DescriptionInputs */

const en_dev_keys_empty_description = /** @type {(inputs: Dev_Keys_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create one to pull scores into your dashboards or push tenants from your tools.`)
};

const de_dev_keys_empty_description = /** @type {(inputs: Dev_Keys_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legen Sie einen an, um Punktzahlen in Ihre Dashboards zu holen oder Mandanten aus Ihren Tools zu übertragen.`)
};

const fr_dev_keys_empty_description = /** @type {(inputs: Dev_Keys_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez-en une pour importer les scores dans vos tableaux de bord ou envoyer des entités depuis vos outils.`)
};

const nl_dev_keys_empty_description = /** @type {(inputs: Dev_Keys_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maak er een om scores naar uw dashboards te halen of tenants vanuit uw tools te sturen.`)
};

const es_dev_keys_empty_description = /** @type {(inputs: Dev_Keys_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cree una para llevar puntuaciones a sus paneles o enviar inquilinos desde sus herramientas.`)
};

const en_xa2_dev_keys_empty_description = /** @type {(inputs: Dev_Keys_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé öñé ţö þüļļ šçöŕéš íñţö ýöüŕ ðášĥƀöáŕðš öŕ þüšĥ ţéñáñţš ƒŕöɱ ýöüŕ ţööļš. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Create one to pull scores into your dashboards or push tenants from your tools." |
*
* @param {Dev_Keys_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_keys_empty_description = /** @type {((inputs?: Dev_Keys_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Keys_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_keys_empty_description(inputs)
	if (locale === "fr") return fr_dev_keys_empty_description(inputs)
	if (locale === "nl") return nl_dev_keys_empty_description(inputs)
	if (locale === "es") return es_dev_keys_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_dev_keys_empty_description(inputs)
	return en_dev_keys_empty_description(inputs)
});