/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_OfflineInputs */

const en_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Changes will be retried when the connection returns.`)
};

const de_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind offline. Änderungen werden erneut versucht, sobald die Verbindung zurück ist.`)
};

const fr_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne. Les modifications seront réessayées au retour de la connexion.`)
};

const nl_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U bent offline. Wijzigingen worden opnieuw geprobeerd zodra de verbinding terug is.`)
};

const es_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Está sin conexión. Los cambios se reintentarán cuando vuelva la conexión.`)
};

const en_xa2_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü áŕé öƒƒļíñé. Çĥáñĝéš ŵíļļ ƀé ŕéţŕíéð ŵĥéñ ţĥé çöññéçţíöñ ŕéţüŕñš. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "You are offline. Changes will be retried when the connection returns." |
*
* @param {Shell_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_offline = /** @type {((inputs?: Shell_OfflineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_OfflineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_offline(inputs)
	if (locale === "fr") return fr_shell_offline(inputs)
	if (locale === "nl") return nl_shell_offline(inputs)
	if (locale === "es") return es_shell_offline(inputs)
	if (locale === "en-XA") return en_xa2_shell_offline(inputs)
	return en_shell_offline(inputs)
});