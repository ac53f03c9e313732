/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Billing_Failed_UntilInputs */

const en_billing_failed_until = /** @type {(inputs: Billing_Failed_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A payment failed. Update your payment method by ${i?.date} to keep making changes.`)
};

const de_billing_failed_until = /** @type {(inputs: Billing_Failed_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Zahlungsmethode bis ${i?.date}, um weiter Änderungen vornehmen zu können.`)
};

const fr_billing_failed_until = /** @type {(inputs: Billing_Failed_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un paiement a échoué. Mettez à jour votre moyen de paiement avant le ${i?.date} pour continuer à modifier.`)
};

const nl_billing_failed_until = /** @type {(inputs: Billing_Failed_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Een betaling is mislukt. Werk uw betaalmethode bij vóór ${i?.date} om wijzigingen te kunnen blijven maken.`)
};

const es_billing_failed_until = /** @type {(inputs: Billing_Failed_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falló un pago. Actualice su método de pago antes del ${i?.date} para seguir haciendo cambios.`)
};

const en_xa2_billing_failed_until = /** @type {(inputs: Billing_Failed_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Å þáýɱéñţ ƒáíļéð. Ûþðáţé ýöüŕ þáýɱéñţ ɱéţĥöð ƀý ${i?.date} ţö ķééþ ɱáķíñĝ çĥáñĝéš. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "A payment failed. Update your payment method by {date} to keep making changes." |
*
* @param {Billing_Failed_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_failed_until = /** @type {((inputs: Billing_Failed_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Failed_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_failed_until(inputs)
	if (locale === "fr") return fr_billing_failed_until(inputs)
	if (locale === "nl") return nl_billing_failed_until(inputs)
	if (locale === "es") return es_billing_failed_until(inputs)
	if (locale === "en-XA") return en_xa2_billing_failed_until(inputs)
	return en_billing_failed_until(inputs)
});