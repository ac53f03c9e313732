/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Roadmap_Shared_UserInputs */

const en_roadmap_shared_user = /** @type {(inputs: Roadmap_Shared_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} (shared user)`)
};

const de_roadmap_shared_user = /** @type {(inputs: Roadmap_Shared_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} (geteilter Zugang)`)
};

const fr_roadmap_shared_user = /** @type {(inputs: Roadmap_Shared_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} (utilisateur partagé)`)
};

const nl_roadmap_shared_user = /** @type {(inputs: Roadmap_Shared_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} (gedeelde gebruiker)`)
};

const es_roadmap_shared_user = /** @type {(inputs: Roadmap_Shared_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} (usuario compartido)`)
};

const en_xa2_roadmap_shared_user = /** @type {(inputs: Roadmap_Shared_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.email} (šĥáŕéð üšéŕ) one ]`)
};

/**
* | output |
* | --- |
* | "{email} (shared user)" |
*
* @param {Roadmap_Shared_UserInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_shared_user = /** @type {((inputs: Roadmap_Shared_UserInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Shared_UserInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_shared_user(inputs)
	if (locale === "fr") return fr_roadmap_shared_user(inputs)
	if (locale === "nl") return nl_roadmap_shared_user(inputs)
	if (locale === "es") return es_roadmap_shared_user(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_shared_user(inputs)
	return en_roadmap_shared_user(inputs)
});