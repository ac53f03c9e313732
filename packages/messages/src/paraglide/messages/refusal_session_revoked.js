/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Session_RevokedInputs */

const en_refusal_session_revoked = /** @type {(inputs: Refusal_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please sign in again.`)
};

const de_refusal_session_revoked = /** @type {(inputs: Refusal_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.`)
};

const fr_refusal_session_revoked = /** @type {(inputs: Refusal_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a pris fin. Veuillez vous reconnecter.`)
};

const nl_refusal_session_revoked = /** @type {(inputs: Refusal_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je sessie is beëindigd. Meld je opnieuw aan.`)
};

const es_refusal_session_revoked = /** @type {(inputs: Refusal_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su sesión ha terminado. Vuelva a iniciar sesión.`)
};

const en_xa2_refusal_session_revoked = /** @type {(inputs: Refusal_Session_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šéššíöñ ĥáš éñðéð. Þļéášé šíĝñ íñ áĝáíñ. one two three]`)
};

/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Refusal_Session_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_session_revoked = /** @type {((inputs?: Refusal_Session_RevokedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Session_RevokedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_session_revoked(inputs)
	if (locale === "fr") return fr_refusal_session_revoked(inputs)
	if (locale === "nl") return nl_refusal_session_revoked(inputs)
	if (locale === "es") return es_refusal_session_revoked(inputs)
	if (locale === "en-XA") return en_xa2_refusal_session_revoked(inputs)
	return en_refusal_session_revoked(inputs)
});