/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Only_AdminsInputs */

const en_dev_only_admins = /** @type {(inputs: Dev_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only admins and owners of your organisation manage API keys.`)
};

const de_dev_only_admins = /** @type {(inputs: Dev_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Administratoren und Inhaber Ihrer Organisation verwalten API-Schlüssel.`)
};

const fr_dev_only_admins = /** @type {(inputs: Dev_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les administrateurs et propriétaires de votre organisation gèrent les clés d’API.`)
};

const nl_dev_only_admins = /** @type {(inputs: Dev_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen beheerders en eigenaren van uw organisatie beheren API-sleutels.`)
};

const es_dev_only_admins = /** @type {(inputs: Dev_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los administradores y propietarios de su organización gestionan las claves de API.`)
};

const en_xa2_dev_only_admins = /** @type {(inputs: Dev_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý áðɱíñš áñð öŵñéŕš öƒ ýöüŕ öŕĝáñíšáţíöñ ɱáñáĝé ÅÞÎ ķéýš. one two three four]`)
};

/**
* | output |
* | --- |
* | "Only admins and owners of your organisation manage API keys." |
*
* @param {Dev_Only_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_only_admins = /** @type {((inputs?: Dev_Only_AdminsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Only_AdminsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_only_admins(inputs)
	if (locale === "fr") return fr_dev_only_admins(inputs)
	if (locale === "nl") return nl_dev_only_admins(inputs)
	if (locale === "es") return es_dev_only_admins(inputs)
	if (locale === "en-XA") return en_xa2_dev_only_admins(inputs)
	return en_dev_only_admins(inputs)
});