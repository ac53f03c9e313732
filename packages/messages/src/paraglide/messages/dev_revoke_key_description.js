/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Revoke_Key_DescriptionInputs */

const en_dev_revoke_key_description = /** @type {(inputs: Dev_Revoke_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests with this key are refused from the next one on. This cannot be undone.`)
};

const de_dev_revoke_key_description = /** @type {(inputs: Dev_Revoke_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfragen mit diesem Schlüssel werden ab der nächsten abgelehnt. Das lässt sich nicht rückgängig machen.`)
};

const fr_dev_revoke_key_description = /** @type {(inputs: Dev_Revoke_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les requêtes avec cette clé sont refusées dès la prochaine. Cette action est irréversible.`)
};

const nl_dev_revoke_key_description = /** @type {(inputs: Dev_Revoke_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzoeken met deze sleutel worden vanaf het volgende geweigerd. Dit kan niet ongedaan worden gemaakt.`)
};

const es_dev_revoke_key_description = /** @type {(inputs: Dev_Revoke_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las solicitudes con esta clave se rechazan a partir de la siguiente. No se puede deshacer.`)
};

const en_xa2_dev_revoke_key_description = /** @type {(inputs: Dev_Revoke_Key_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüéšţš ŵíţĥ ţĥíš ķéý áŕé ŕéƒüšéð ƒŕöɱ ţĥé ñéẋţ öñé öñ. Ţĥíš çáññöţ ƀé üñðöñé. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Requests with this key are refused from the next one on. This cannot be undone." |
*
* @param {Dev_Revoke_Key_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_revoke_key_description = /** @type {((inputs?: Dev_Revoke_Key_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Revoke_Key_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_revoke_key_description(inputs)
	if (locale === "fr") return fr_dev_revoke_key_description(inputs)
	if (locale === "nl") return nl_dev_revoke_key_description(inputs)
	if (locale === "es") return es_dev_revoke_key_description(inputs)
	if (locale === "en-XA") return en_xa2_dev_revoke_key_description(inputs)
	return en_dev_revoke_key_description(inputs)
});