/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_UnavailableInputs */

const en_error_unavailable = /** @type {(inputs: Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service is unreachable. Check your connection; we will retry.`)
};

const de_error_unavailable = /** @type {(inputs: Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung; wir versuchen es erneut.`)
};

const fr_error_unavailable = /** @type {(inputs: Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service est injoignable. Vérifiez votre connexion ; nous réessaierons.`)
};

const nl_error_unavailable = /** @type {(inputs: Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De dienst is onbereikbaar. Controleer uw verbinding; we proberen het opnieuw.`)
};

const es_error_unavailable = /** @type {(inputs: Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede acceder al servicio. Compruebe su conexión; lo reintentaremos.`)
};

const en_xa2_error_unavailable = /** @type {(inputs: Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé íš üñŕéáçĥáƀļé. Çĥéçķ ýöüŕ çöññéçţíöñ; ŵé ŵíļļ ŕéţŕý. one two three four f]`)
};

/**
* | output |
* | --- |
* | "The service is unreachable. Check your connection; we will retry." |
*
* @param {Error_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_unavailable = /** @type {((inputs?: Error_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_UnavailableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_unavailable(inputs)
	if (locale === "fr") return fr_error_unavailable(inputs)
	if (locale === "nl") return nl_error_unavailable(inputs)
	if (locale === "es") return es_error_unavailable(inputs)
	if (locale === "en-XA") return en_xa2_error_unavailable(inputs)
	return en_error_unavailable(inputs)
});