/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Revoke_KeyInputs */

const en_dev_revoke_key = /** @type {(inputs: Dev_Revoke_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke key`)
};

const de_dev_revoke_key = /** @type {(inputs: Dev_Revoke_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel widerrufen`)
};

const fr_dev_revoke_key = /** @type {(inputs: Dev_Revoke_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer la clé`)
};

const nl_dev_revoke_key = /** @type {(inputs: Dev_Revoke_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sleutel intrekken`)
};

const es_dev_revoke_key = /** @type {(inputs: Dev_Revoke_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar clave`)
};

const en_xa2_dev_revoke_key = /** @type {(inputs: Dev_Revoke_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé ķéý o]`)
};

/**
* | output |
* | --- |
* | "Revoke key" |
*
* @param {Dev_Revoke_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_revoke_key = /** @type {((inputs?: Dev_Revoke_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Revoke_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_revoke_key(inputs)
	if (locale === "fr") return fr_dev_revoke_key(inputs)
	if (locale === "nl") return nl_dev_revoke_key(inputs)
	if (locale === "es") return es_dev_revoke_key(inputs)
	if (locale === "en-XA") return en_xa2_dev_revoke_key(inputs)
	return en_dev_revoke_key(inputs)
});