/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_OfflineInputs */

const en_content_admin_offline = /** @type {(inputs: Content_Admin_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: your changes are kept and saved when the connection returns`)
};

const de_content_admin_offline = /** @type {(inputs: Content_Admin_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: Ihre Änderungen bleiben erhalten und werden gespeichert, sobald die Verbindung zurück ist`)
};

const fr_content_admin_offline = /** @type {(inputs: Content_Admin_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne : vos modifications sont conservées et enregistrées au retour de la connexion`)
};

const nl_content_admin_offline = /** @type {(inputs: Content_Admin_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: uw wijzigingen blijven bewaard en worden opgeslagen zodra de verbinding terug is`)
};

const es_content_admin_offline = /** @type {(inputs: Content_Admin_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: tus cambios se conservan y se guardan cuando vuelva la conexión`)
};

const en_xa2_content_admin_offline = /** @type {(inputs: Content_Admin_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öƒƒļíñé: ýöüŕ çĥáñĝéš áŕé ķéþţ áñð šáṽéð ŵĥéñ ţĥé çöññéçţíöñ ŕéţüŕñš one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Offline: your changes are kept and saved when the connection returns" |
*
* @param {Content_Admin_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_offline = /** @type {((inputs?: Content_Admin_OfflineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_OfflineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_offline(inputs)
	if (locale === "fr") return fr_content_admin_offline(inputs)
	if (locale === "nl") return nl_content_admin_offline(inputs)
	if (locale === "es") return es_content_admin_offline(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_offline(inputs)
	return en_content_admin_offline(inputs)
});