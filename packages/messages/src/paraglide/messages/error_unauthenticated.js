/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_UnauthenticatedInputs */

const en_error_unauthenticated = /** @type {(inputs: Error_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please sign in again.`)
};

const de_error_unauthenticated = /** @type {(inputs: Error_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.`)
};

const fr_error_unauthenticated = /** @type {(inputs: Error_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin. Veuillez vous reconnecter.`)
};

const nl_error_unauthenticated = /** @type {(inputs: Error_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw sessie is afgelopen. Meld u opnieuw aan.`)
};

const es_error_unauthenticated = /** @type {(inputs: Error_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su sesión ha terminado. Vuelva a iniciar sesión.`)
};

const en_xa2_error_unauthenticated = /** @type {(inputs: Error_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šéššíöñ ĥáš éñðéð. Þļéášé šíĝñ íñ áĝáíñ. one two three]`)
};

/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Error_UnauthenticatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_unauthenticated = /** @type {((inputs?: Error_UnauthenticatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_UnauthenticatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_unauthenticated(inputs)
	if (locale === "fr") return fr_error_unauthenticated(inputs)
	if (locale === "nl") return nl_error_unauthenticated(inputs)
	if (locale === "es") return es_error_unauthenticated(inputs)
	if (locale === "en-XA") return en_xa2_error_unauthenticated(inputs)
	return en_error_unauthenticated(inputs)
});