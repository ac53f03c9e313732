/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Read_OnlyInputs */

const en_billing_read_only = /** @type {(inputs: Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation is read-only because a payment failed. Nothing has been deleted: pay the open invoice to make changes again.`)
};

const de_billing_read_only = /** @type {(inputs: Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation ist schreibgeschützt, weil eine Zahlung fehlgeschlagen ist. Nichts wurde gelöscht: Begleichen Sie die offene Rechnung, um wieder Änderungen vorzunehmen.`)
};

const fr_billing_read_only = /** @type {(inputs: Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation est en lecture seule car un paiement a échoué. Rien n’a été supprimé : réglez la facture en attente pour pouvoir à nouveau modifier.`)
};

const nl_billing_read_only = /** @type {(inputs: Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie is alleen-lezen omdat een betaling is mislukt. Er is niets verwijderd: betaal de openstaande factuur om weer wijzigingen te maken.`)
};

const es_billing_read_only = /** @type {(inputs: Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización está en solo lectura porque falló un pago. No se ha eliminado nada: pague la factura pendiente para volver a hacer cambios.`)
};

const en_xa2_billing_read_only = /** @type {(inputs: Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ íš ŕéáð-öñļý ƀéçáüšé á þáýɱéñţ ƒáíļéð. Ñöţĥíñĝ ĥáš ƀééñ ðéļéţéð: þáý ţĥé öþéñ íñṽöíçé ţö ɱáķé çĥáñĝéš áĝáíñ. one two three four five six seven eight n]`)
};

/**
* | output |
* | --- |
* | "Your organisation is read-only because a payment failed. Nothing has been deleted: pay the open invoice to make changes again." |
*
* @param {Billing_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_read_only = /** @type {((inputs?: Billing_Read_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Read_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_read_only(inputs)
	if (locale === "fr") return fr_billing_read_only(inputs)
	if (locale === "nl") return nl_billing_read_only(inputs)
	if (locale === "es") return es_billing_read_only(inputs)
	if (locale === "en-XA") return en_xa2_billing_read_only(inputs)
	return en_billing_read_only(inputs)
});