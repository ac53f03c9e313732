/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Shared_UsersInputs */

const en_sharing_shared_users = /** @type {(inputs: Sharing_Shared_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared users`)
};

const de_sharing_shared_users = /** @type {(inputs: Sharing_Shared_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilt mit`)
};

const fr_sharing_shared_users = /** @type {(inputs: Sharing_Shared_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes invitées`)
};

const nl_sharing_shared_users = /** @type {(inputs: Sharing_Shared_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeelde gebruikers`)
};

const es_sharing_shared_users = /** @type {(inputs: Sharing_Shared_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuarios compartidos`)
};

const en_xa2_sharing_shared_users = /** @type {(inputs: Sharing_Shared_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð üšéŕš o]`)
};

/**
* | output |
* | --- |
* | "Shared users" |
*
* @param {Sharing_Shared_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_shared_users = /** @type {((inputs?: Sharing_Shared_UsersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Shared_UsersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_shared_users(inputs)
	if (locale === "fr") return fr_sharing_shared_users(inputs)
	if (locale === "nl") return nl_sharing_shared_users(inputs)
	if (locale === "es") return es_sharing_shared_users(inputs)
	if (locale === "en-XA") return en_xa2_sharing_shared_users(inputs)
	return en_sharing_shared_users(inputs)
});