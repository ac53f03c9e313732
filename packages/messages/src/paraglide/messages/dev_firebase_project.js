/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Firebase_ProjectInputs */

const en_dev_firebase_project = /** @type {(inputs: Dev_Firebase_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Firebase project`)
};

const de_dev_firebase_project = /** @type {(inputs: Dev_Firebase_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Firebase-Projekt`)
};

const fr_dev_firebase_project = /** @type {(inputs: Dev_Firebase_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projet Firebase`)
};

const nl_dev_firebase_project = /** @type {(inputs: Dev_Firebase_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Firebase-project`)
};

const es_dev_firebase_project = /** @type {(inputs: Dev_Firebase_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proyecto de Firebase`)
};

const en_xa2_dev_firebase_project = /** @type {(inputs: Dev_Firebase_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíŕéƀášé þŕöĵéçţ one]`)
};

/**
* | output |
* | --- |
* | "Firebase project" |
*
* @param {Dev_Firebase_ProjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_firebase_project = /** @type {((inputs?: Dev_Firebase_ProjectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Firebase_ProjectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_firebase_project(inputs)
	if (locale === "fr") return fr_dev_firebase_project(inputs)
	if (locale === "nl") return nl_dev_firebase_project(inputs)
	if (locale === "es") return es_dev_firebase_project(inputs)
	if (locale === "en-XA") return en_xa2_dev_firebase_project(inputs)
	return en_dev_firebase_project(inputs)
});