/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_SendInputs */

const en_dev_send = /** @type {(inputs: Dev_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send request`)
};

const de_dev_send = /** @type {(inputs: Dev_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage senden`)
};

const fr_dev_send = /** @type {(inputs: Dev_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la requête`)
};

const nl_dev_send = /** @type {(inputs: Dev_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzoek versturen`)
};

const es_dev_send = /** @type {(inputs: Dev_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

const en_xa2_dev_send = /** @type {(inputs: Dev_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð ŕéǫüéšţ o]`)
};

/**
* | output |
* | --- |
* | "Send request" |
*
* @param {Dev_SendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_send = /** @type {((inputs?: Dev_SendInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SendInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_send(inputs)
	if (locale === "fr") return fr_dev_send(inputs)
	if (locale === "nl") return nl_dev_send(inputs)
	if (locale === "es") return es_dev_send(inputs)
	if (locale === "en-XA") return en_xa2_dev_send(inputs)
	return en_dev_send(inputs)
});